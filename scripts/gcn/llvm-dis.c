/* Oracle harness: decodes fixed-size records with LLVM's AMDGPU disassembler
 * (the library llvm-mc --disassemble uses) and prints one line per record:
 *   "<bytes consumed>\t<text>" (0 and empty text: invalid encoding), or
 *   "C" when the disassembler crashed on that record (llvm-mc-14 crashes on
 *   some SDWA and other words; a forked child absorbs the crash and the run
 *   resumes after that record).
 * Usage: llvm-dis CPU[:FEATURES] RECORD_BYTES FILE  (FILE holds whole
 * records; FEATURES as llvm-mc's -mattr, e.g. gfx1030:+wavefrontsize64).
 * CPU may also be a wave64 pseudo-processor of the table, gfx1030w64 for
 * gfx1030:+wavefrontsize64.
 * Build: see scripts/gcn/oracle.py (gcc ... -lLLVM-14). Oracle only: xvisa
 * never links LLVM. */
#include <llvm-c/Disassembler.h>
#include <llvm-c/Target.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <fcntl.h>

void LLVMInitializeAMDGPUTargetInfo(void);
void LLVMInitializeAMDGPUTargetMC(void);
void LLVMInitializeAMDGPUDisassembler(void);

static void run(const char *cpu, const unsigned char *data, size_t rec, size_t from, size_t n, int fd) {
    char name[64];
    snprintf(name, sizeof name, "%s", cpu);
    char *feat = strchr(name, ':');
    if (feat) *feat++ = 0;
    size_t nl = strlen(name);
    if (!feat && nl > 3 && strcmp(name + nl - 3, "w64") == 0) {
        name[nl - 3] = 0;
        feat = "+wavefrontsize64";
    }
    LLVMDisasmContextRef ctx = LLVMCreateDisasmCPUFeatures("amdgcn-amd-amdhsa", name, feat ? feat : "", NULL, 0, NULL, NULL);
    if (!ctx) { fprintf(stderr, "cannot create disassembler for %s\n", cpu); _exit(3); }
    char text[1024], line[1100];
    for (size_t i = from; i < n; i++) {
        text[0] = 0;
        size_t sz = LLVMDisasmInstruction(ctx, (uint8_t *)(data + i * rec), rec, 0, text, sizeof text);
        char *t = text;
        while (*t == '\t' || *t == ' ') t++;
        /* The library appends the comment stream (" ; Warning: ...") that
         * llvm-mc --disassemble does not print: cut it. */
        char *c = strstr(t, " ; ");
        if (c) *c = 0;
        int len = sz ? snprintf(line, sizeof line, "%zu\t%s\n", sz, t) : snprintf(line, sizeof line, "0\t\n");
        if (write(fd, line, len) != len) _exit(4);
    }
    _exit(0);
}

int main(int argc, char **argv) {
    if (argc != 4) { fprintf(stderr, "usage: llvm-dis CPU RECORD_BYTES FILE\n"); return 2; }
    LLVMInitializeAMDGPUTargetInfo();
    LLVMInitializeAMDGPUTargetMC();
    LLVMInitializeAMDGPUDisassembler();
    size_t rec = strtoul(argv[2], 0, 10);
    int f = open(argv[3], O_RDONLY);
    if (f < 0) { perror(argv[3]); return 2; }
    struct stat st; fstat(f, &st);
    size_t n = st.st_size / rec;
    const unsigned char *data = st.st_size ? mmap(0, st.st_size, PROT_READ, MAP_PRIVATE, f, 0) : (const unsigned char *)"";
    size_t done = 0;
    FILE *out = stdout;
    while (done < n) {
        int p[2];
        if (pipe(p)) return 2;
        pid_t pid = fork();
        if (pid == 0) { close(p[0]); run(argv[1], data, rec, done, n, p[1]); }
        close(p[1]);
        FILE *in = fdopen(p[0], "r");
        char *buf = NULL; size_t cap = 0; ssize_t got;
        while ((got = getline(&buf, &cap, in)) > 0) {
            if (buf[got - 1] != '\n') break; /* torn line from a crash */
            fputs(buf, out);
            done++;
        }
        fclose(in); free(buf);
        int status; waitpid(pid, &status, 0);
        if (WIFEXITED(status) && WEXITSTATUS(status) == 0) break;
        if (WIFEXITED(status)) { fprintf(stderr, "child failed: %d\n", WEXITSTATUS(status)); return 2; }
        fputs("C\n", out); /* crashed on record `done` */
        done++;
    }
    return 0;
}
