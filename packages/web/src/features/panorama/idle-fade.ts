/** The style that fades the 360 view's controls out while fullscreen is idle. */
export interface IdleFade {
  transition: string;
  opacity: number;
  pointerEvents: 'none' | 'auto';
}

export function idleFade(idle: boolean): IdleFade {
  return {
    transition: 'opacity 300ms',
    opacity: idle ? 0 : 1,
    pointerEvents: idle ? 'none' : 'auto',
  };
}
