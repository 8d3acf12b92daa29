/**
 * The process that renders the demo photos on a first start (see `demo-photo-renderer.ts`): it
 * takes `{ id, job }` messages and answers each with `{ id, photo }` or `{ id, error }`. It ends
 * when the server closes the channel, or when the server itself ends.
 */
import { renderDemoPhoto, type DemoPhotoJob } from './demo-photo';

process.on('message', (message: { id: number; job: DemoPhotoJob }) => {
  const { id, job } = message;
  renderDemoPhoto(job).then(
    (photo) => process.send?.({ id, photo }),
    (error: unknown) =>
      process.send?.({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
process.on('disconnect', () => process.exit(0));
