import { useSearchParams } from 'react-router';

/**
 * Hidden fields of a GET form for the address parameters `names` the address holds (a tab, a page size):
 * the form sent without the page's script is a plain GET of the page, which keeps them as its script does.
 */
export function KeptParams({ names }: { names: readonly string[] }) {
  const [params] = useSearchParams();
  return (
    <>
      {names.map((name) => {
        const value = params.get(name);
        return value === null ? null : <input key={name} type="hidden" name={name} value={value} />;
      })}
    </>
  );
}
