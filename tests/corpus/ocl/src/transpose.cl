// Tiled matrix transpose through local memory (2-D NDRange, 16x16 groups,
// padded tile to avoid bank conflicts).  in is rows x cols, out is cols x rows.
#define TILE 16
__kernel void transpose_tiled(__global const uint* in, __global uint* out,
                              int rows, int cols)
{
    __local uint tile[TILE][TILE + 1];
    int gx = get_group_id(0) * TILE;
    int gy = get_group_id(1) * TILE;
    int lx = get_local_id(0);
    int ly = get_local_id(1);
    int x = gx + lx, y = gy + ly;
    if (x < cols && y < rows)
        tile[ly][lx] = in[y * cols + x];
    barrier(CLK_LOCAL_MEM_FENCE);
    int ox = gy + lx, oy = gx + ly;
    if (ox < rows && oy < cols)
        out[oy * rows + ox] = tile[lx][ly];
}
