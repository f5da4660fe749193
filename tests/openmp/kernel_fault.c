/* A target region that stores through a bad device pointer: gcnjit reports
   the fault (kernel, address, instruction), the plugin's queue error callback
   gets HSA_STATUS_ERROR_MEMORY_APERTURE_VIOLATION and libgomp ends the
   process with its message. Neither the host crashes nor the exit hangs
   (libgomp's exit handlers still run a kernel on the queue). */
#include <stdint.h>
#include <stdio.h>

int main(void) {
  int* p = (int*)(uintptr_t)0x10;
#pragma omp target is_device_ptr(p)
  *p = 1;
  printf("kernel_fault: the faulting region returned\n");
  return 0;
}
