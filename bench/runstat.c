/* runstat: runs a command and writes its exit status, wall/CPU time and peak RSS to a file (helper of bench/run.py). */
/*
 * Usage: runstat RESULT_FILE COMMAND [ARG...]
 *
 * Why a C helper: Linux folds the parent's resident set into a child's
 * ru_maxrss at exec time, so a tool started directly from Python reports at
 * least the interpreter's ~10-15 MiB.  Forking from this small process keeps
 * that floor near 1 MiB.  RESULT_FILE receives one line:
 *   status=N wall=S user=S sys=S maxrss_kb=K
 * where N is the exit code, or -SIGNAL if the command was killed.
 */
#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double seconds(struct timeval tv) { return (double)tv.tv_sec + (double)tv.tv_usec / 1e6; }

static double elapsed(struct timespec a, struct timespec b) {
  return (double)(b.tv_sec - a.tv_sec) + (double)(b.tv_nsec - a.tv_nsec) / 1e9;
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: runstat RESULT_FILE COMMAND [ARG...]\n");
    return 2;
  }
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  pid_t pid = fork();
  if (pid < 0) {
    perror("runstat: fork");
    return 2;
  }
  if (pid == 0) {
    execvp(argv[2], argv + 2);
    perror(argv[2]);
    _exit(127);
  }
  int status = 0;
  struct rusage ru;
  while (wait4(pid, &status, 0, &ru) < 0) {
    if (errno != EINTR) {
      perror("runstat: wait4");
      return 2;
    }
  }
  clock_gettime(CLOCK_MONOTONIC, &t1);
  int code = WIFEXITED(status) ? WEXITSTATUS(status) : WIFSIGNALED(status) ? -WTERMSIG(status) : -1;
  FILE *f = fopen(argv[1], "w");
  if (!f) {
    perror(argv[1]);
    return 2;
  }
  fprintf(f, "status=%d wall=%.6f user=%.6f sys=%.6f maxrss_kb=%ld\n", code, elapsed(t0, t1),
          seconds(ru.ru_utime), seconds(ru.ru_stime), (long)ru.ru_maxrss);
  return fclose(f) == 0 ? 0 : 2;
}
