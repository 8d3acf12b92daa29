import { useControl } from 'react-map-gl/maplibre';
import type { AttributionControl as MaplibreAttributionControl } from 'maplibre-gl';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** MapLibre's "i" in a circle. */
const INFO_ICON_PATH =
  'M4 10a6 6 0 1 0 12 0 6 6 0 1 0-12 0m5-3a1 1 0 1 0 2 0 1 1 0 1 0-2 0m0 3a1 1 0 1 1 2 0v3a1 1 0 1 1-2 0';

/** The class of the attribution's button icon, drawn in the page. */
export const ATTRIBUTION_ICON_CLASS = 'vantage-attrib-icon';

function infoIcon(): SVGSVGElement {
  const icon = document.createElementNS(SVG_NS, 'svg');
  icon.setAttribute('class', ATTRIBUTION_ICON_CLASS);
  icon.setAttribute('viewBox', '0 0 20 20');
  icon.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(SVG_NS, 'path');
  path.setAttribute('d', INFO_ICON_PATH);
  path.setAttribute('fill-rule', 'evenodd');
  icon.append(path);
  return icon;
}

/** Draws the control's button icon in the page. */
function withIconInPage(control: MaplibreAttributionControl): MaplibreAttributionControl {
  const onAdd = control.onAdd.bind(control);
  control.onAdd = (map) => {
    const container = onAdd(map);
    container.querySelector('summary')?.append(infoIcon());
    return container;
  };
  return control;
}

/**
 * MapLibre's attribution of the map's data, folded behind its "i" button where the map is
 * narrow. The button's icon is drawn in the page rather than as MapLibre's SVG image, which the
 * browser would build as a document of its own while the map first lays out.
 */
export function MapAttribution({ credit }: { credit: string | null }) {
  useControl(
    ({ mapLib }) =>
      withIconInPage(
        new mapLib.AttributionControl({ compact: true, customAttribution: credit ?? undefined }),
      ),
    { position: 'bottom-right' },
  );
  return null;
}
