import { useEffect, useState } from 'react';
import { unwrap, type Advert } from '@credit-portal/api-client';
import { AdvertColumn, AdvertFloat } from '@credit-portal/ui';
import { site } from '../config/site';
import { portal } from './portal';
import * as styles from './AppShell.css';

const imageOf = (pictureId: string) => `${site.apiBase}/filestorage/file/readImage/${encodeURIComponent(pictureId)}`;
const toAdvert = (advert: Advert) => ({ id: advert.id, imageSrc: imageOf(advert.pictureId), alt: advert.title, href: advert.url });

/**
 * The adverts of the notice list (spec §3): position '1' floats over the page, '0' stands in the left
 * column. Loaded after the page itself, so they never delay it; a failure leaves the page without them.
 */
export default function Adverts() {
  const [adverts, setAdverts] = useState<Advert[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    unwrap(portal.api.GET('/cms/front/notice/list', { params: { query: { status: '1' } }, signal: controller.signal })).then(
      (list) => setAdverts(list.filter((advert) => advert.show && advert.status === '1')),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  const floating = adverts.filter((advert) => advert.position === '1');
  const column = adverts.filter((advert) => advert.position === '0');
  return (
    <>
      {floating.length > 0 && <AdvertFloat adverts={floating.map(toAdvert)} />}
      {column.length > 0 && (
        <div className={styles.advertColumn}>
          <AdvertColumn adverts={column.map(toAdvert)} />
        </div>
      )}
    </>
  );
}
