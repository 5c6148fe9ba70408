import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { catalogueMessage, isPortalError, unwrap, type Schemas } from '@credit-portal/api-client';
import { Button, ErrorState, Skeleton } from '@credit-portal/ui';
import { useShell } from '../../shell/ShellContext';
import { portal } from '../../shell/portal';
import { useResource } from '../../shell/useResource';
import * as forms from '../../views/forms.css';
import * as page from '../../views/page.css';
import { ApplyForm } from './ApplyForm';
import { InstitutionLogo, amountText, rateText, termText } from './products';
import * as styles from './farming.css';

type ProductDetail = Schemas['ProductDetail'];

const clauses = (text: string) => text.split('；').map((clause) => clause.trim()).filter(Boolean);

/** 收藏 for a logged-in visitor: whether the product is among the favourites, and a button that toggles it. */
function CollectButton({ productId }: { productId: string }) {
  const collected = useResource(
    (signal) => unwrap(portal.credit.GET('/finance/product/apply/judgeCollect/{id}', { params: { path: { id: productId } }, signal })),
    productId,
  );
  // What the visitor changed on this page, over what the back end said on loading.
  const [changed, setChanged] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  if (collected.status !== 'ready') return null;
  const current = changed ?? collected.data;
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
    <p className={styles.toolbar}>
      <Button onClick={() => void toggle()} loading={busy} aria-pressed={current}>
        {current ? '已收藏' : '收藏'}
      </Button>
      <span role="status">{message}</span>
    </p>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  const shell = useShell();
  return (
    <>
      <div className={styles.cardHead}>
        <InstitutionLogo pictureId={product.logoPictureId} />
        <h1 className={page.title}>{product.name}</h1>
      </div>
      {shell.user && <CollectButton productId={product.id} />}
      <section className={page.section} aria-labelledby="product-terms">
        <h2 id="product-terms" className={page.sectionTitle}>
          产品信息
        </h2>
        <dl className={forms.facts}>
          <dt>参考利率（年化）</dt>
          <dd className={styles.rate}>{rateText(product)}</dd>
          <dt>贷款额度</dt>
          <dd>{amountText(product)}</dd>
          <dt>贷款期限</dt>
          <dd>{termText(product)}</dd>
          <dt>产品类型</dt>
          <dd>{product.productType}</dd>
          <dt>担保方式</dt>
          <dd>{product.guaranteeMode}</dd>
          <dt>适用对象</dt>
          <dd>
            {product.target}
            {product.enterpriseOnly && '（仅限企业申请）'}
          </dd>
          <dt>申请 / 放款</dt>
          <dd>
            {product.applyCount} / {product.loanCount} 笔
          </dd>
          <dt>发布时间</dt>
          <dd>{product.publishTime}</dd>
        </dl>
      </section>
      <section className={page.section} aria-labelledby="product-features">
        <h2 id="product-features" className={page.sectionTitle}>
          产品特色
        </h2>
        <ul className={styles.clauses}>
          {clauses(product.features).map((clause) => (
            <li key={clause}>{clause}</li>
          ))}
        </ul>
      </section>
      <section className={page.section} aria-labelledby="product-conditions">
        <h2 id="product-conditions" className={page.sectionTitle}>
          申请条件
        </h2>
        <ul className={styles.clauses}>
          {clauses(product.conditions).map((clause) => (
            <li key={clause}>{clause}</li>
          ))}
        </ul>
      </section>
      <section className={page.section} aria-labelledby="product-institution">
        <h2 id="product-institution" className={page.sectionTitle}>
          金融机构
        </h2>
        <dl className={forms.facts}>
          <dt>机构名称</dt>
          <dd>{product.institutionName}</dd>
          <dt>机构类型</dt>
          <dd>{product.institutionKind}</dd>
          <dt>联系电话</dt>
          <dd>{product.institutionPhone}</dd>
          <dt>地址</dt>
          <dd>{product.institutionAddress}</dd>
        </dl>
      </section>
      <section className={page.section} aria-labelledby="product-apply">
        <h2 id="product-apply" className={page.sectionTitle}>
          在线申请
        </h2>
        <ApplyForm product={product} enterpriseOnly={product.enterpriseOnly} draftKey={`product-${product.id}`} />
      </section>
    </>
  );
}

/** /farming-financial-supermarket/detail?id= : a product with its institution, favourites and the application. */
export function Component() {
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').slice(0, 32);
  const product = useResource(
    (signal) => unwrap(portal.credit.GET('/finance/front/product/info/{id}', { params: { path: { id } }, signal })),
    id,
  );
  return (
    <div className={page.page}>
      {product.status === 'loading' && (
        <>
          <h1 className={page.title}>产品详情</h1>
          <Skeleton variant="card" label="正在加载产品详情" />
        </>
      )}
      {product.status === 'error' && (
        <>
          <h1 className={page.title}>产品详情</h1>
          <ErrorState message={product.message} onRetry={product.retry} />
        </>
      )}
      {product.status === 'ready' && <ProductView product={product.data} />}
    </div>
  );
}
Component.displayName = 'FarmingProductDetailPage';
