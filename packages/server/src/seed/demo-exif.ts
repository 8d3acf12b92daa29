import type { Exif } from '@vantage/shared';
import type { DemoPhoto } from './demo-locations';

/** A demo photographer's kit: one body and the lens they carry most. */
interface Kit {
  Make: string;
  Model: string;
  Lens: string;
  /** The lens's focal range in mm and its widest aperture. */
  focalMm: [number, number];
  widestF: number;
  /** 35 mm equivalent over real focal length (1 for full frame). */
  crop: number;
}

/** The kit of each demo member, by their index in the demo's members. */
const KITS: readonly Kit[] = [
  {
    Make: 'SONY',
    Model: 'ILCE-7RM4',
    Lens: 'FE 16-35mm F4 ZA OSS',
    focalMm: [16, 35],
    widestF: 4,
    crop: 1,
  },
  {
    Make: 'Canon',
    Model: 'Canon EOS R5',
    Lens: 'RF24-105mm F4 L IS USM',
    focalMm: [24, 105],
    widestF: 4,
    crop: 1,
  },
  {
    Make: 'NIKON CORPORATION',
    Model: 'NIKON Z 7_2',
    Lens: 'NIKKOR Z 24-70mm f/4 S',
    focalMm: [24, 70],
    widestF: 4,
    crop: 1,
  },
  {
    Make: 'FUJIFILM',
    Model: 'X-T5',
    Lens: 'XF16-55mmF2.8 R LM WR',
    focalMm: [16, 55],
    widestF: 2.8,
    crop: 1.5,
  },
  {
    Make: 'Canon',
    Model: 'Canon EOS R6',
    Lens: 'RF15-35mm F2.8 L IS USM',
    focalMm: [15, 35],
    widestF: 2.8,
    crop: 1,
  },
];

/** The 360° camera the demo's panoramas were taken with. */
const PANORAMA_EXIF: Omit<Exif, 'Date'> = {
  Make: 'RICOH',
  Model: 'RICOH THETA Z1',
  Focal: 2.6,
  Focal35: 7,
  FNumber: 2.1,
  Exposure: 1 / 250,
  ISO: 80,
};

/** Exposure (seconds), aperture and ISO a photographer would use for each generated sky. */
const SKY_EXPOSURE: Record<DemoPhoto['scene']['sky'], { s: number; f: number; iso: number }> = {
  day: { s: 1 / 250, f: 8, iso: 100 },
  overcast: { s: 1 / 60, f: 8, iso: 200 },
  golden: { s: 1 / 30, f: 11, iso: 100 },
  dawn: { s: 1 / 4, f: 11, iso: 100 },
  dusk: { s: 4, f: 8, iso: 100 },
  // Stars need the lens wide open and a high ISO, for as long as they stay points.
  night: { s: 20, f: 0, iso: 3200 },
};

/**
 * Plausible EXIF for a generated demo photo: the camera and lens of the member who took it, a
 * focal length in the lens's range, the exposure its light called for, and when it was taken.
 */
export function demoExif(
  photo: DemoPhoto,
  takenAtMs: number,
  memberIndex: number,
  seed: number,
): Exif {
  if (photo.panorama) return { ...PANORAMA_EXIF, Date: takenAtMs };
  const kit = KITS[memberIndex % KITS.length]!;
  const [wide, long] = kit.focalMm;
  // A focal length photographers choose: the ends of the zoom most often, a step between.
  const steps = [wide, wide, Math.round((wide + long) / 2), long];
  const focal = steps[seed % steps.length]!;
  const light = SKY_EXPOSURE[photo.scene.sky];
  const fNumber = light.f === 0 ? kit.widestF : Math.max(light.f, kit.widestF);
  return {
    Make: kit.Make,
    Model: kit.Model,
    Lens: kit.Lens,
    Date: takenAtMs,
    Focal: focal,
    Focal35: Math.round(focal * kit.crop),
    FNumber: fNumber,
    Exposure: light.s,
    ISO: light.f === 0 && kit.widestF > 2.8 ? light.iso * 2 : light.iso,
  };
}
