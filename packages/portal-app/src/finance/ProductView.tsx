// A loan product's detail as the two sub-sites that list products show it (/farming-financial-supermarket/detail,
// /credit-loan-product-detail): its terms, features, conditions, institution, 收藏 and the application.
import { useActionData, useFetcher, useLocation } from 'react-router';
import type { Schemas } from '@credit-portal/api-client';
import { Button, Heading, Inline, Text, TextList } from '@credit-portal/ui';
import type { Viewer } from '../shell/session';
import { intentAddress, intentOf } from '../submission/action';
import { COLLECT, type CollectAnswer } from './collect';
import { ColumnFacts } from '../views/Facts';
import { APPLY, ApplyForm, type ApplyFollowUp } from './ApplyForm';
import type { LoadedEnterprise } from '../submission/EnterpriseGate';
import { InstitutionLogo, amountText, rateText, termText } from './products';
import { PageSection } from '../views/PageSection';

type ProductDetail = Schemas['ProductDetail'];

const clauses = (text: string) => text.split('；').map((clause) => clause.trim()).filter(Boolean);

/**
 * 收藏 for a logged-in visitor: whether the product is among the favourites (as the route's loader read
 * it), and a button that toggles it: a form posted to the route's action (collect.ts), through a fetcher
 * with the page's script and as the page's POST without it; the loader then reads the state again.
 */
function CollectButton({ productId, collected }: { productId: string; collected: boolean }) {
  const { search } = useLocation();
  const toggling = useFetcher<{ collect?: CollectAnswer }>();
  const answered = (useActionData() as { collect?: CollectAnswer } | undefined)?.collect;
  const said = toggling.data?.collect ?? (intentOf(search) === COLLECT ? answered : undefined);
  // While the toggle is under way, the button shows what was asked.
  const current = toggling.formData ? toggling.formData.get('collect') === '1' : collected;
  return (
    <toggling.Form method="post" action={intentAddress(COLLECT, new URLSearchParams(search))}>
      <Inline as="p" space="sm" alignY="end">
        <input type="hidden" name="productId" value={productId} />
        <input type="hidden" name="collect" value={current ? '0' : '1'} />
        <Button type="submit" loading={toggling.state !== 'idle'} aria-pressed={current}>
          {current ? '已收藏' : '收藏'}
        </Button>
        <span role="status">{toggling.state === 'idle' ? (said?.message ?? '') : ''}</span>
      </Inline>
    </toggling.Form>
  );
}

interface ProductViewProps {
  product: ProductDetail;
  /** Whether it is among the visitor's favourites (null: anonymous, or the look-up failed). */
  collected: boolean | null;
  enterprise: Promise<LoadedEnterprise>;
  /** Who visits, as the route's loader says (null: anonymous): 收藏 is a logged-in visitor's, the application's gates follow the account's type. */
  viewer: Viewer | null;
  /** Where the receipt sends the applicant to follow the application: the sub-site's own page of them. */
  followUp: ApplyFollowUp;
}

/** The product, read by the route's loader (productDetailLoader), with 收藏 and the application form. */
export function ProductView({ product, collected, enterprise, viewer, followUp }: ProductViewProps) {
  return (
    <>
      <Inline space="sm" alignY="center">
        <InstitutionLogo pictureId={product.logoPictureId} />
        <Heading level={1} size="xl" ruled>
          {product.name}
        </Heading>
      </Inline>
      {viewer && collected !== null && <CollectButton key={product.id} productId={product.id} collected={collected} />}
      <PageSection id="product-terms" title="产品信息">
        <ColumnFacts
          facts={[
            { term: '参考利率（年化）', value: <Text as="span" weight="bold" tone="brand">{rateText(product)}</Text> },
            ['贷款额度', amountText(product)],
            ['贷款期限', termText(product)],
            ['产品类型', product.productType],
            ['担保方式', product.guaranteeMode],
            ['适用对象', `${product.target}${product.enterpriseOnly ? '（仅限企业申请）' : ''}`],
            ['申请 / 放款', `${product.applyCount} / ${product.loanCount} 笔`],
            ['发布时间', product.publishTime],
          ]}
        />
      </PageSection>
      <PageSection id="product-features" title="产品特色">
        <TextList leading="relaxed">
          {clauses(product.features).map((clause) => (
            <li key={clause}>{clause}</li>
          ))}
        </TextList>
      </PageSection>
      <PageSection id="product-conditions" title="申请条件">
        <TextList leading="relaxed">
          {clauses(product.conditions).map((clause) => (
            <li key={clause}>{clause}</li>
          ))}
        </TextList>
      </PageSection>
      <PageSection id="product-institution" title="金融机构">
        <ColumnFacts
          facts={[
            ['机构名称', product.institutionName],
            ['机构类型', product.institutionKind],
            ['联系电话', product.institutionPhone],
            ['地址', product.institutionAddress],
          ]}
        />
      </PageSection>
      <PageSection id="product-apply" title="在线申请">
        <ApplyForm product={product} enterpriseOnly={product.enterpriseOnly} draftKey={`product-${product.id}`} enterprise={enterprise} followUp={followUp} viewer={viewer} intent={APPLY} />
      </PageSection>
    </>
  );
}

