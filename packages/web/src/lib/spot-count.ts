/** '12 spots', or '100+ spots' when more matched than the list holds. */
export function spotCountLabel(count: number, more: boolean): string {
  if (more) return `${count}+ spots`;
  return `${count} ${count === 1 ? 'spot' : 'spots'}`;
}
