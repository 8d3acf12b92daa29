import type { ReactNode } from 'react';
import type { HelpTopicId } from '../../core/help';

const SKY = '#dbeafe';
const GROUND = '#b7d7a8';
const MOUNTAIN = '#6b7b8c';
const INK = '#1f2937';
const ACCENT = '#d97706';

function Picture({ label, children }: { label: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 320 160"
      role="img"
      aria-label={label}
      style={{ width: '100%', height: 'auto', display: 'block', borderRadius: 8 }}
    >
      <rect width="320" height="160" fill={SKY} />
      {children}
    </svg>
  );
}

/** A tripod on the ground at the spot, the subject (a mountain) far away. */
function PhotographySpot() {
  return (
    <Picture label="The spot is where the tripod stands, not the mountain it looks at">
      <polygon points="150,120 215,40 290,120" fill={MOUNTAIN} />
      <polygon points="200,58 215,40 230,58 222,62 214,54 206,62" fill="#fff" />
      <rect y="118" width="320" height="42" fill={GROUND} />
      <g stroke={INK} strokeWidth="3" strokeLinecap="round">
        <line x1="60" y1="100" x2="46" y2="138" />
        <line x1="60" y1="100" x2="74" y2="138" />
        <line x1="60" y1="100" x2="60" y2="140" />
      </g>
      <rect x="48" y="86" width="26" height="16" rx="3" fill={INK} />
      <circle cx="74" cy="94" r="5" fill={INK} />
      <path
        d="M60 30 a14 14 0 0 1 14 14 c0 11 -14 26 -14 26 s-14 -15 -14 -26 a14 14 0 0 1 14 -14z"
        fill={ACCENT}
      />
      <circle cx="60" cy="44" r="5" fill="#fff" />
      <line x1="82" y1="94" x2="196" y2="70" stroke={INK} strokeDasharray="5 5" strokeWidth="2" />
    </Picture>
  );
}

/** A frame around the view a photographer usually takes, with the lens it needs. */
function DefaultView() {
  return (
    <Picture label="The default view frames the usual composition from the spot">
      <polygon points="0,120 70,60 130,110 190,50 260,105 320,70 320,160 0,160" fill={MOUNTAIN} />
      <rect y="125" width="320" height="35" fill={GROUND} />
      <rect x="110" y="38" width="120" height="84" fill="none" stroke={ACCENT} strokeWidth="4" />
      <g stroke={ACCENT} strokeWidth="2">
        <line x1="150" y1="38" x2="150" y2="122" strokeDasharray="3 4" />
        <line x1="190" y1="38" x2="190" y2="122" strokeDasharray="3 4" />
        <line x1="110" y1="66" x2="230" y2="66" strokeDasharray="3 4" />
        <line x1="110" y1="94" x2="230" y2="94" strokeDasharray="3 4" />
      </g>
      <text x="170" y="28" textAnchor="middle" fontSize="14" fill={INK} fontFamily="sans-serif">
        35 mm
      </text>
    </Picture>
  );
}

/** A compass turned from a wrong north to the true one over a panorama's horizon. */
function FixOrientation() {
  return (
    <Picture label="Turn the view until the chosen direction points where it truly is">
      <polygon points="0,110 60,80 120,100 180,70 240,95 320,75 320,160 0,160" fill={MOUNTAIN} />
      <circle cx="160" cy="80" r="46" fill="#fff" stroke={INK} strokeWidth="3" />
      <polygon points="160,40 168,80 152,80" fill="#b91c1c" />
      <polygon points="160,120 168,80 152,80" fill={INK} />
      <text x="160" y="30" textAnchor="middle" fontSize="14" fill={INK} fontFamily="sans-serif">
        N
      </text>
      <path d="M214 60 a60 60 0 0 1 0 40" fill="none" stroke={ACCENT} strokeWidth="4" />
      <polygon points="207,100 221,100 214,112" fill={ACCENT} />
    </Picture>
  );
}

/** A quick frame beside a finished photograph: it shows the place, not the art. */
function TestShot() {
  return (
    <Picture label="A test shot shows what the place looks like, a photograph shows the best of it">
      <g transform="translate(28 24)">
        <rect width="120" height="96" fill="#eef2f7" stroke={INK} strokeWidth="2" />
        <polygon points="0,80 40,50 70,70 120,40 120,96 0,96" fill="#9aa7b4" />
        <rect x="14" y="60" width="18" height="26" fill="#8b5e3c" />
        <text x="60" y="116" textAnchor="middle" fontSize="13" fill={INK} fontFamily="sans-serif">
          test shot
        </text>
      </g>
      <g transform="translate(172 24)">
        <rect width="120" height="96" fill="#fcd9a8" stroke={INK} strokeWidth="2" />
        <circle cx="84" cy="36" r="12" fill={ACCENT} />
        <polygon points="0,80 40,44 70,66 120,34 120,96 0,96" fill="#4b5563" />
        <text x="60" y="116" textAnchor="middle" fontSize="13" fill={INK} fontFamily="sans-serif">
          photograph
        </text>
      </g>
    </Picture>
  );
}

/** The picture of each help topic. */
export const HELP_PICTURES: Record<HelpTopicId, () => ReactNode> = {
  testShot: TestShot,
  fixOrientation: FixOrientation,
  defaultView: DefaultView,
  photographySpot: PhotographySpot,
};
