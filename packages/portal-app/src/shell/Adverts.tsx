import { useEffect, useState } from 'react';
import type { Advert } from '@credit-portal/api-client';
import { AdvertColumn, AdvertFloat } from '@credit-portal/ui';
import { advertImageSrc, loadAdverts } from './navigation';
import * as styles from './AppShell.css';

const toAdvert = (advert: Advert) => ({ id: advert.id, imageSrc: advertImageSrc(advert.pictureId), alt: advert.title, href: advert.url });

/**
 * The adverts of the notice list (spec §3): position '1' floats over the page, '0' stands in the left
 * column. Never delay the page; a failure leaves the page without them.
 */
export default function Adverts() {
  const [adverts, setAdverts] = useState<Advert[]>([]);
  useEffect(() => {
    // Usually the call main.tsx started with the app (navigation.ts), so the images come early.
    let mounted = true;
    void loadAdverts().then((list) => mounted && setAdverts(list));
    return () => {
      mounted = false;
    };
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
