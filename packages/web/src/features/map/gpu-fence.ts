/**
 * Calls `done` once the GPU has carried out every command given to `gl` so far: a fence, checked
 * once an animation frame, which never makes the page wait (asking a context anything else that
 * the GPU must answer does). At once where there are no fences (WebGL 1) or the context is lost.
 * Gives back what stops the checking.
 */
export function whenGpuDone(gl: WebGLRenderingContext, done: () => void): () => void {
  const gl2 = 'fenceSync' in gl ? (gl as WebGL2RenderingContext) : null;
  const fence = gl2?.fenceSync(gl2.SYNC_GPU_COMMANDS_COMPLETE, 0) ?? null;
  gl.flush();
  let frame = 0;
  const check = () => {
    const finished =
      fence === null ||
      gl.isContextLost() ||
      gl2?.getSyncParameter(fence, gl2.SYNC_STATUS) === gl2?.SIGNALED;
    if (!finished) {
      frame = requestAnimationFrame(check);
      return;
    }
    if (fence !== null) gl2?.deleteSync(fence);
    done();
  };
  frame = requestAnimationFrame(check);
  return () => cancelAnimationFrame(frame);
}
