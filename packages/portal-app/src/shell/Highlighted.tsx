import { Fragment } from 'react';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };
const unescape = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity);

/**
 * Search answers mark matches as `<em>…</em>` in otherwise HTML-escaped text (contract:
 * nameHighlight, titleHighlight, snippet). This renders them as <mark> without ever parsing HTML.
 */
export function Highlighted({ html }: { html: string }) {
  const parts = html.split(/(<em>[\s\S]*?<\/em>)/g);
  return (
    <>
      {parts.map((part, index) =>
        part.startsWith('<em>') && part.endsWith('</em>') ? (
          <mark key={index}>{unescape(part.slice(4, -5))}</mark>
        ) : (
          <Fragment key={index}>{unescape(part.replace(/<[^>]*>/g, ''))}</Fragment>
        ),
      )}
    </>
  );
}
