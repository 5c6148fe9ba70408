import { useEffect, useState } from 'react';
import type { Advert } from '@credit-portal/api-client';
import { AdvertColumn, AdvertFloat } from '@credit-portal/ui';
import { advertImageSrc, loadAdverts } from './navigation';
import * as styles from './AppShell.css';

const toAdvert = (advert: Advert) => ({ id: advert.id, imageSrc: advertImageSrc(advert.pictureId), alt: advert.title, href: advert.url });

// A closed advert stays closed for the visit (this tab's session), not only until the next page load.
const CLOSED_KEY = 'credit-portal:closed-adverts';
// The left column closes as a whole; advert ids are numbers, so this name is no advert's.
const COLUMN_ID = 'left-column';

function closedAdverts(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(CLOSED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function rememberClosed(id: string | number): void {
  try {
    sessionStorage.setItem(CLOSED_KEY, JSON.stringify([...new Set([...closedAdverts(), String(id)])].slice(-50)));
  } catch {
    // Storage full or refused: the advert is closed on this page only.
  }
}

/**
 * Whether the page on screen is a form: its `<main>` holds a form that sends something (method post;
 * searches and filters are GET). Read from the page itself, so every form page, now and to come, is
 * one without a list of addresses; kept pages hidden under the shown one do not count.
 */
export function pageIsForm(root: ParentNode = document): boolean {
  return Array.from(root.querySelectorAll('main form[method="post" i]')).some((form) => !form.closest('[hidden], [inert]'));
}

/** `pageIsForm`, followed as the page changes (another page, a form shown after its data or a login). */
function usePageIsForm(): boolean {
  const [isForm, setIsForm] = useState(() => typeof document !== 'undefined' && pageIsForm());
  useEffect(() => {
    const update = () => setIsForm(pageIsForm());
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden', 'inert', 'method'] });
    return () => observer.disconnect();
  }, []);
  return isForm;
}

/**
 * The adverts of the notice list (spec §3): position '1' floats over the page, '0' stands in the left
 * column (on a phone the floating ones stand in a strip at the page's foot). On a page whose main content
 * is a form the floating ones never float: they stand in that strip at every width, so nothing drifts
 * over the fields a visitor fills in. Never delay the page; a failure leaves the page without them. One the visitor closed, and the left column once closed, stay closed for the visit.
 */
export default function Adverts({ known }: { known?: Advert[] | undefined }) {
  const [adverts, setAdverts] = useState<Advert[]>([]);
  const formPage = usePageIsForm();
  useEffect(() => {
    // The list the server's page came with (the shell's loader), else asked for now.
    let mounted = true;
    void (known ? Promise.resolve(known) : loadAdverts()).then((list) => mounted && setAdverts(list));
    return () => {
      mounted = false;
    };
  }, [known]);
  // None before the list arrives, and so none on the server, which never reads the visitor's storage.
  if (adverts.length === 0) return null;
  const closed = new Set(closedAdverts());
  const floating = adverts.filter((advert) => advert.position === '1' && !closed.has(String(advert.id)));
  const column = closed.has(COLUMN_ID) ? [] : adverts.filter((advert) => advert.position === '0');
  return (
    <>
      {floating.length > 0 && <AdvertFloat adverts={floating.map(toAdvert)} strip={formPage || undefined} onClose={(advert) => rememberClosed(advert.id)} />}
      {column.length > 0 && (
        <div className={styles.advertColumn}>
          <AdvertColumn adverts={column.map(toAdvert)} width="100%" onClose={() => rememberClosed(COLUMN_ID)} />
        </div>
      )}
    </>
  );
}
