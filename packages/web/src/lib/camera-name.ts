import type { Exif } from '@vantage/shared';

/** The camera name: the model, prefixed by the make unless the model already names it. */
export function cameraName(exif: Pick<Exif, 'Make' | 'Model'>): string | null {
  const model = exif.Model?.trim();
  const make = exif.Make?.trim();
  if (!model) return make || null;
  if (!make || model.toLowerCase().startsWith(make.split(/\s/)[0]!.toLowerCase())) return model;
  return `${make} ${model}`;
}
