// HO-ode (held out: written after the no-loss model was tuned, issue 13
// item 7): a cardiac-cell style ODE step. Each cell integrates a membrane
// potential with piecewise rate functions (a long else-if chain on the
// cell's own state: arms with little in common) and a gating variable
// updated on a data-dependent threshold.
extern "C" __global__ void ho_ode(float *v, float *w, const float *stim,
                                  int steps) {
  const int g = blockIdx.x * blockDim.x + threadIdx.x;
  float V = v[g], W = w[g];
  for (int s = 0; s < steps; ++s) {
    float rate;
    if (V < -70.0f) {
      rate = 0.02f * (-70.0f - V);
    } else if (V < -40.0f) {
      rate = 0.1f * __expf(0.05f * (V + 40.0f));
    } else if (V < 0.0f) {
      rate = 1.0f / (1.0f + V * V * 0.001f);
    } else if (V < 30.0f) {
      rate = -0.3f * V * W;
    } else {
      rate = -2.0f;
    }
    if (V > -20.0f)
      W += 0.01f * (1.0f - W);
    else
      W -= 0.005f * W;
    V += 0.5f * rate + stim[(g + s) & 255];
  }
  v[g] = V;
  w[g] = W;
}
