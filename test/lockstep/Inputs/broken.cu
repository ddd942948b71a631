__global__ void broken(int *Data) {
  Data[threadIdx.x] = undeclaredValue;
}
