// A loan product's detail as the two sub-sites that list products show it (/farming-financial-supermarket/detail,
// /credit-loan-product-detail): its terms, features, conditions, institution, 收藏 and the application.
import { useState } from 'react';
import { catalogueMessage, isPortalError, unwrap, type Schemas } from '@credit-portal/api-client';
import { Button, Heading, Inline, Text, TextList } from '@credit-portal/ui';
import { useShell } from '../shell/ShellContext';
import { portal } from '#portal';
import { ColumnFacts } from '../views/Facts';
import { ApplyForm, type ApplyFollowUp } from './ApplyForm';
import type { LoadedEnterprise } from '../submission/EnterpriseGate';
import { InstitutionLogo, amountText, rateText, termText } from './products';
import { PageSection } from '../views/PageSection';

type ProductDetail = Schemas['ProductDetail'];

const clauses = (text: string) => text.split('；').map((clause) => clause.trim()).filter(Boolean);

/**
 * 收藏 for a logged-in visitor: whether the product is among the favourites (as the route's loader read
 * it), and a button that toggles it.
 */
function CollectButton({ productId, collected }: { productId: string; collected: boolean }) {
  // What the visitor changed on this page (the back end's answer to the toggle), over what the loader read.
  const [changed, setChanged] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const current = changed ?? collected;
  const toggle = async () => {
    setBusy(true);
    setMessage('');
    try {
      const result = await unwrap(portal.credit.POST('/finance/product/apply/collect', { body: { productId, collect: !current } }));
      setChanged(result.collected);
      setMessage(result.collected ? '已加入我的收藏' : '已取消收藏');
    } catch (error) {
      setMessage(isPortalError(error) ? error.message : catalogueMessage('server'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Inline as="p" space="sm" alignY="end">
      <Button onClick={() => void toggle()} loading={busy} aria-pressed={current}>
        {current ? '已收藏' : '收藏'}
      </Button>
      <span role="status">{message}</span>
    </Inline>
  );
}

interface ProductViewProps {
  product: ProductDetail;
  /** Whether it is among the visitor's favourites (null: anonymous, or the look-up failed). */
  collected: boolean | null;
  enterprise: Promise<LoadedEnterprise>;
  /** Where the receipt sends the applicant to follow the application: the sub-site's own page of them. */
  followUp: ApplyFollowUp;
}

/** The product, read by the route's loader (productDetailLoader), with 收藏 and the application form. */
export function ProductView({ product, collected, enterprise, followUp }: ProductViewProps) {
  const shell = useShell();
  return (
    <>
      <Inline space="sm" alignY="center">
        <InstitutionLogo pictureId={product.logoPictureId} />
        <Heading level={1} size="xl" ruled>
          {product.name}
        </Heading>
      </Inline>
      {shell.user && collected !== null && <CollectButton key={product.id} productId={product.id} collected={collected} />}
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
        <ApplyForm product={product} enterpriseOnly={product.enterpriseOnly} draftKey={`product-${product.id}`} enterprise={enterprise} followUp={followUp} />
      </PageSection>
    </>
  );
}

