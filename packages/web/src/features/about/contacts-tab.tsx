import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import XIcon from '@mui/icons-material/X';
import type { SiteContacts } from '@vantage/shared';
import type { ReactNode } from 'react';
import { TabHeading } from '../../components/tab-heading';
import { getInitialData } from '../../core/initial-data';
import { usePageTitle } from '../../core/page-title';
import { AboutLinks } from './about-links';
import { TextLink } from '../../components/text-link';

interface ContactRow {
  key: string;
  icon: ReactNode;
  label: string;
  href: string;
  text: string;
}

/** The contacts the operator set, in a fixed order; the ones not set are left out. */
export function contactRows(contacts: SiteContacts): ContactRow[] {
  const rows: (ContactRow | null)[] = [
    contacts.email
      ? {
          key: 'email',
          icon: <EmailOutlinedIcon />,
          label: 'E-mail',
          href: `mailto:${contacts.email}`,
          text: contacts.email,
        }
      : null,
    contacts.facebook
      ? {
          key: 'facebook',
          icon: <FacebookIcon />,
          label: 'Facebook',
          href: contacts.facebook,
          text: 'Facebook',
        }
      : null,
    contacts.twitter
      ? {
          key: 'twitter',
          icon: <XIcon />,
          label: 'Twitter',
          href: contacts.twitter,
          text: 'Twitter',
        }
      : null,
    contacts.instagram
      ? {
          key: 'instagram',
          icon: <InstagramIcon />,
          label: 'Instagram',
          href: contacts.instagram,
          text: 'Instagram',
        }
      : null,
  ];
  return rows.filter((row): row is ContactRow => row !== null);
}

/** About's Contacts: the e-mail and social links the operator configured. */
export function ContactsTab({ label }: { label: string }) {
  usePageTitle(label);
  const { siteName, contacts } = getInitialData();
  const rows = contactRows(contacts);
  return (
    <Box sx={{ px: { xs: 2, sm: 0 }, py: { xs: 3, sm: 0 }, maxWidth: 760 }}>
      <TabHeading>{label}</TabHeading>
      {rows.length > 0 ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Questions, ideas or a problem with {siteName}? Write to us or follow along.
          </Typography>
          <List aria-label="Contacts">
            {rows.map((row) => (
              <ListItem key={row.key} disableGutters>
                <ListItemIcon sx={{ minWidth: 44 }}>{row.icon}</ListItemIcon>
                <ListItemText
                  primary={
                    <Link
                      href={row.href}
                      {...(row.key === 'email'
                        ? {}
                        : { target: '_blank', rel: 'noopener noreferrer' })}
                    >
                      {row.text}
                    </Link>
                  }
                  secondary={row.key === 'email' ? null : row.label}
                />
              </ListItem>
            ))}
          </List>
        </>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {siteName} is run by its community of photographers. The{' '}
          <TextLink to="/about/tos">Terms of Service</TextLink> and the{' '}
          <TextLink to="/about/privacy">Privacy Policy</TextLink> for how the site is run.
        </Typography>
      )}
      <AboutLinks />
    </Box>
  );
}
