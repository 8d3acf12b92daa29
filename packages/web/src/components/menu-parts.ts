// MUI's menu and the parts of its items, loaded together when a LazyMenu first opens.
export { default as Menu } from '@mui/material/Menu';
export { default as MenuItem } from '@mui/material/MenuItem';
export { default as ListItemIcon } from '@mui/material/ListItemIcon';
export { default as ListItemText } from '@mui/material/ListItemText';
export { default as Divider } from '@mui/material/Divider';
