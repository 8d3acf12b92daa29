import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ViewCarouselOutlinedIcon from '@mui/icons-material/ViewCarouselOutlined';
import { PanoramaMapControl } from '../panorama/panorama-map-control';
import { ExternalLinksMenu } from './external-links-menu';
import { LayersMenu } from './layers-menu';
import { MapControlButton, MapControlGroup } from './map-control-group';
import type { MapLayerChoice } from './map-layers';

/** The large map's own buttons: layers, other map sites, the spot bar and 360 toggles. */
export function MapChrome({
  layerChoice,
  spotBarOpen,
  onToggleSpotBar,
}: {
  layerChoice: MapLayerChoice;
  spotBarOpen: boolean;
  onToggleSpotBar: () => void;
}) {
  return (
    <MapControlGroup>
      <LayersMenu choice={layerChoice} />
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
      <PanoramaMapControl />
    </MapControlGroup>
  );
}
