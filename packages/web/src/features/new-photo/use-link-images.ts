import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { UrlImagesAnswer } from '@vantage/shared';
import { fetchUrlImages } from './new-photo-api';
import { autoSelectedImage, offeredImages, type ImageLoad } from './link-images';

/**
 * The 'Link from Web' tab's state: the page URL, the images found there as they load in the
 * browser, and the one selected. A single loadable image is selected without asking.
 */
export function useLinkImages() {
  const [pageUrl, setPageUrl] = useState('');
  const [found, setFound] = useState<UrlImagesAnswer | null>(null);
  const [loads, setLoads] = useState<Record<string, ImageLoad>>({});
  const [selected, setSelected] = useState<string | null>(null);

  const search = useMutation({
    mutationFn: fetchUrlImages,
    onMutate: () => {
      setFound(null);
      setLoads({});
      setSelected(null);
    },
    onSuccess: (answer) => setFound(answer),
  });

  const images = useMemo(() => found?.images ?? [], [found]);
  const offered = useMemo(() => offeredImages(images, loads), [images, loads]);
  const automatic = useMemo(() => autoSelectedImage(images, loads), [images, loads]);
  useEffect(() => {
    if (automatic) setSelected((previous) => previous ?? automatic);
  }, [automatic]);

  const reportLoad = useCallback((url: string, load: ImageLoad) => {
    setLoads((previous) => ({ ...previous, [url]: load }));
  }, []);

  const find = useCallback(() => search.mutate(pageUrl.trim()), [search, pageUrl]);

  return {
    pageUrl,
    setPageUrl,
    find,
    searching: search.isPending,
    searchError: search.error,
    found,
    offered,
    /** Every found image has loaded or failed. */
    settled: images.every((image) => (loads[image.url]?.status ?? 'loading') !== 'loading'),
    reportLoad,
    selected: offered.some((image) => image.url === selected) ? selected : null,
    select: setSelected,
  };
}

export type LinkImages = ReturnType<typeof useLinkImages>;
