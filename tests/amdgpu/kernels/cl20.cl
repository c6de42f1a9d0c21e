// OpenCL 2.0 argument kinds: images, samplers, pipes, queues (never used,
// so no device library is needed), and printf.
__kernel void kinds(read_only image2d_t src, write_only image2d_t dst, sampler_t smp,
                    read_only pipe int in_pipe, queue_t q, __global atomic_int *counter) {
  __opencl_atomic_fetch_add(counter, 1, memory_order_relaxed, memory_scope_device);
}

__kernel void say(__global int *p, int v) {
  printf("value %d at %p\n", v, p);
  *p = v;
}
