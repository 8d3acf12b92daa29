import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { canFeaturePhotos, FeaturedPhotos, SNACKBAR_MS } from '@vantage/shared';
import { apiPost } from '../../api/client';
import { failureText } from '../../components/vote-control';
import { useSnackbar } from '../../components/snackbar';
import { useCurrentUser } from '../../core/current-user';
import { FEATURED_PHOTOS_KEY, featuredPhotosQuery } from '../../core/featured-photos';

/** Administrators feature a photo in the home page's header, or stop featuring it. */
export function FeaturePhotoButton({ photoId }: { photoId: number }) {
  const user = useCurrentUser();
  const admin = canFeaturePhotos(user);
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const featured = useQuery({ ...featuredPhotosQuery(), enabled: admin });
  const isFeatured = featured.data?.featuredIds.includes(photoId) ?? false;
  const change = useMutation({
    mutationFn: (next: boolean) =>
      apiPost(`/photo/${photoId}/featured`, { featured: next }, FeaturedPhotos),
    onSuccess: (answer, next) => {
      client.setQueryData(FEATURED_PHOTOS_KEY, answer);
      snackbar.show(
        next ? 'The photo is featured on the home page.' : 'The photo is no longer featured.',
        { durationMs: SNACKBAR_MS.success },
      );
    },
    onError: (error) => snackbar.show(failureText(error, 'The change could not be saved.')),
  });
  if (!admin || !featured.data) return null;
  return (
    <Button
      size="small"
      startIcon={isFeatured ? <StarIcon /> : <StarBorderIcon />}
      aria-pressed={isFeatured}
      disabled={change.isPending}
      onClick={() => change.mutate(!isFeatured)}
    >
      {isFeatured ? 'Featured on home' : 'Feature on home'}
    </Button>
  );
}
