const args = process.argv.slice(2);

/** The number given on the command line as `--name N`, or `fallback`. */
export function numberOption(name: string, fallback: number): number {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
}

/** The word given on the command line as `--name WORD`, or undefined. */
export function stringOption(name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

/** Whether `--name` is on the command line. */
export function flagOption(name: string): boolean {
  return args.includes(`--${name}`);
}
