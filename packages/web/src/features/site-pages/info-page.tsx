import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import MapIcon from '@mui/icons-material/MapOutlined';
import type { ComponentType } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { usePageTitle } from '../../core/page-title';
import { findSection, sectionTabPath, type NavSection } from '../../lib/nav-sections';
import { useIsMobile } from '../../lib/use-is-mobile';
import { ContactsTab, FeaturesTab } from '../about';
import { MostPhotographed, NearbySpots, PhotoFeed, PopularLocationsTab } from '../explore';
import { PrivacyPolicy, TermsOfService } from '../legal';
import { InvalidAddress } from './invalid-address';
import { TabHeading } from '../../components/tab-heading';
import { NotFound } from './not-found-page';
import { checkParams, routeParamSchemas } from '../../core/route-params';

/**
 * The information pages /explore/{tab?}, /about/{tab?} and /{page}/{tab}: a side
 * menu of the section's tabs beside the tab's content. `sectionId` fixes the section for
 * the explore and about routes; otherwise the page segment chooses it.
 */
export function InfoPage({ sectionId }: { sectionId?: NavSection['id'] }) {
  const params = useParams();
  const section = findSection(sectionId ?? params.page);
  if (!section) return <NotFound />;
  const checked = checkParams(routeParamSchemas[section.id], { tab: params.tab });
  if (!checked.ok) return <InvalidAddress feature={section.label} message={checked.message} />;
  const tab = section.tabs.find((t) => t.id === checked.data.tab) ?? section.tabs[0];
  if (!tab) return <NotFound />;
  return <InfoLayout section={section} tab={tab} />;
}

function InfoLayout({ section, tab }: { section: NavSection; tab: NavSection['tabs'][number] }) {
  const mobile = useIsMobile();
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 0, sm: 3 }, py: { xs: 0, sm: 4 } }}>
      <Box sx={{ display: 'flex', gap: 4, alignItems: 'flex-start' }}>
        {mobile ? null : (
          <Box
            component="nav"
            aria-label={section.label}
            sx={{ width: 220, flexShrink: 0, position: 'sticky', top: 88 }}
          >
            <Typography variant="overline" color="text.secondary" sx={{ px: 2 }}>
              {section.label}
            </Typography>
            <List dense component="div">
              {section.tabs.map((t) => (
                <ListItemButton
                  key={t.id}
                  component={RouterLink}
                  to={sectionTabPath(section.id, t.id)}
                  selected={t.id === tab.id}
                  sx={{ borderRadius: 2 }}
                >
                  <ListItemText primary={t.label} />
                </ListItemButton>
              ))}
            </List>
          </Box>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {mobile && (
            <Tabs
              value={tab.id}
              variant="scrollable"
              scrollButtons={false}
              aria-label={section.label}
              sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
            >
              {section.tabs.map((t) => (
                <Tab
                  key={t.id}
                  value={t.id}
                  label={t.label}
                  component={RouterLink}
                  to={sectionTabPath(section.id, t.id)}
                />
              ))}
            </Tabs>
          )}
          <InfoContent sectionId={section.id} tabId={tab.id} label={tab.label} />
        </Box>
      </Box>
    </Box>
  );
}

function InfoContent({
  sectionId,
  tabId,
  label,
}: {
  sectionId: string;
  tabId: string;
  label: string;
}) {
  if (sectionId === 'about') {
    if (tabId === 'features') return <FeaturesTab label={label} />;
    if (tabId === 'contacts') return <ContactsTab label={label} />;
    return <LegalTab label={label} privacy={tabId === 'privacy'} />;
  }
  const ExplorePage = EXPLORE_PAGES[tabId];
  return ExplorePage ? (
    <ExplorePage label={label} />
  ) : (
    <PhotoFeed label={label} favorites={tabId === 'popular'} />
  );
}

/** The Explore tabs that are a page of their own, by id; the others are photo feeds. */
const EXPLORE_PAGES: Partial<Record<string, ComponentType<{ label: string }>>> = {
  locations: PopularLocationsTab,
  mostphoto: MostPhotographed,
  nearby: NearbySpots,
  map: WorldMapTab,
};

function LegalTab({ label, privacy }: { label: string; privacy: boolean }) {
  usePageTitle(label);
  return (
    <Box sx={{ maxWidth: 760, px: { xs: 2.5, sm: 0 }, py: { xs: 3, sm: 0 } }}>
      {privacy ? <PrivacyPolicy /> : <TermsOfService />}
    </Box>
  );
}

function WorldMapTab({ label }: { label: string }) {
  usePageTitle(label);
  return (
    <Box sx={{ px: { xs: 2.5, sm: 0 }, py: { xs: 3, sm: 0 } }}>
      <TabHeading>{label}</TabHeading>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 560 }}>
        Every photography spot on one map. Zoom in to a region to see its spots and open any of them
        for photos, directions and light planning.
      </Typography>
      <Button
        variant="contained"
        size="large"
        startIcon={<MapIcon />}
        component={RouterLink}
        to="/map"
      >
        Open the world map
      </Button>
    </Box>
  );
}
