import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import AddPhotoIcon from '@mui/icons-material/AddAPhotoOutlined';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useRequireLogin } from '../../core/login-required';

/** The upload-photo button: opens /newPhoto for users, the login-required popover for visitors. */
export function UploadButton({ compact = false }: { compact?: boolean }) {
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (requireLogin(event.currentTarget, 'participate')) void navigate('/newPhoto');
  };
  return compact ? (
    <IconButton title="Upload a photo" aria-label="Upload a photo" onClick={onClick}>
      <AddPhotoIcon />
    </IconButton>
  ) : (
    <Button
      color="inherit"
      startIcon={<AddPhotoIcon />}
      onClick={onClick}
      sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
    >
      Upload
    </Button>
  );
}
