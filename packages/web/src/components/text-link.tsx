import Link, { type LinkProps } from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

/** An underlined link to a page of the site, for links inside running text. */
export function TextLink(props: Omit<LinkProps<typeof RouterLink>, 'component' | 'underline'>) {
  return <Link component={RouterLink} underline="always" {...props} />;
}
