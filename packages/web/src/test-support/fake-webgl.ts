/**
 * A WebGL context's fences and loss, as far as code waiting for the GPU asks: `done` says
 * whether the GPU has caught up, `lost` whether the context is lost, `fences` how many wait.
 * Without `webgl2`, it has no fences (WebGL 1).
 */
export function fakeFenceContext({ webgl2 = true } = {}) {
  const gl = {
    SYNC_GPU_COMMANDS_COMPLETE: 0x9117,
    SYNC_STATUS: 0x9114,
    SIGNALED: 0x9119,
    UNSIGNALED: 0x9118,
    done: false,
    lost: false,
    fences: 0,
    flushes: 0,
    flush: () => void (gl.flushes += 1),
    isContextLost: () => gl.lost,
    ...(webgl2 && {
      fenceSync: () => {
        gl.fences += 1;
        return {};
      },
      getSyncParameter: () => (gl.done ? gl.SIGNALED : gl.UNSIGNALED),
      deleteSync: () => void (gl.fences -= 1),
    }),
  };
  return gl;
}
