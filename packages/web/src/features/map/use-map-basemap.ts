import { useCallback, useState } from 'react';
import type { MapLayer } from '@vantage/shared';
import { getInitialData } from '../../core/initial-data';
import { useBasemapFallback } from './basemap-fallback';
import { useMapLayerChoice } from './map-layers';

/** A basemap to draw and the credit for its data. */
export type MapBasemap = Pick<MapLayer, 'styleUrl' | 'attribution'>;

/**
 * The style the map draws: `basemap`, else the visitor's chosen layer, with the server's own
 * basemap in place of a provider that cannot be reached; the credit for what it draws; and the
 * handlers of `ProviderWatch` that tell how the provider answers.
 */
export function useMapBasemap(basemap: MapBasemap | undefined) {
  const layerChoice = useMapLayerChoice();
  const chosenStyle =
    basemap?.styleUrl ??
    (layerChoice.ready ? layerChoice.current.styleUrl : getInitialData().mapStyleUrl);
  const { fellBack, drawnStyle, reportUnreachable, reportDelivered } =
    useBasemapFallback(chosenStyle);
  // The server may answer its own basemap in place of a provider whose style it cannot fetch:
  // the map then credits what that style draws, not the provider's data.
  const [drawnOwn, setDrawnOwn] = useState(false);
  const onDrawn = useCallback((drawn: 'own' | 'provider') => setDrawnOwn(drawn === 'own'), []);
  const credit =
    fellBack || drawnOwn ? null : basemap ? basemap.attribution : layerChoice.current.attribution;
  return {
    drawnStyle,
    credit,
    watch: { onUnreachable: reportUnreachable, onDelivered: reportDelivered, onDrawn },
  };
}
