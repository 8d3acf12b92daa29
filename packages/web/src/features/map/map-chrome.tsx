import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import TerrainIcon from '@mui/icons-material/Terrain';
import ViewCarouselOutlinedIcon from '@mui/icons-material/ViewCarouselOutlined';
import type { ReactNode } from 'react';
import { ExternalLinksMenu } from './external-links-menu';
import { LayersMenu } from './layers-menu';
import { MapControlButton } from '../../components/map-control-button';
import { MapControlGroup } from './map-control-group';
import type { MapLayerChoice } from './map-layers';

/**
 * The large map's own buttons: layers, other map sites, the spot bar toggle and, where there is
 * terrain, the 3D terrain toggle, followed by the page's own (the 360 toggle beside a spot).
 */
export function MapChrome({
  layerChoice,
  onOpenTrack,
  spotBarOpen,
  onToggleSpotBar,
  threeD,
  onToggleThreeD,
  children,
}: {
  layerChoice: MapLayerChoice;
  /** Opens the chooser of a track file to draw on the map. */
  onOpenTrack: () => void;
  spotBarOpen: boolean;
  onToggleSpotBar: () => void;
  /** Whether the terrain is shown in 3D; null hides the toggle (no terrain source). */
  threeD: boolean | null;
  onToggleThreeD: () => void;
  children?: ReactNode;
}) {
  return (
    <MapControlGroup>
      <LayersMenu choice={layerChoice} onOpenTrack={onOpenTrack} />
      <ExternalLinksMenu
        renderButton={(open, expanded) => (
          <MapControlButton
            label="Open in another map"
            aria-haspopup="menu"
            aria-expanded={expanded}
            onClick={(event) => open(event.currentTarget)}
          >
            <OpenInNewIcon fontSize="small" />
          </MapControlButton>
        )}
      />
      <MapControlButton label="Spot bar" pressed={spotBarOpen} onClick={onToggleSpotBar}>
        <ViewCarouselOutlinedIcon fontSize="small" />
      </MapControlButton>
      {threeD !== null && (
        <MapControlButton label="3D terrain" pressed={threeD} onClick={onToggleThreeD}>
          <TerrainIcon fontSize="small" />
        </MapControlButton>
      )}
      {children}
    </MapControlGroup>
  );
}
