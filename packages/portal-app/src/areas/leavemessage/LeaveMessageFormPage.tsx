import { useEffect, useRef, useState } from 'react';
import { useLoaderData } from 'react-router';
import type { Schemas } from '@credit-portal/api-client';
import { atoms, Button, ButtonLink, Card, Facts, Field, Form, Heading, Inline, Notice, RadioGroup, Select, Text, Textarea, TextInput, TextList, Tiles } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { isBlank, readDraft } from '../../shell/draft';
import type { viewerLoader } from '../../shell/session';
import { SubmissionActions } from '../../submission/SubmissionActions';
import { useSubmission } from '../../submission/useSubmission';
import { MESSAGE_TYPES, MessageSections, MY_MESSAGES_HREF } from './board';
import { EMPTY, leaveMessageForm, RULES, type Values } from './messageForm';
import { TrackingNumber } from '../../views/SubmissionViews';
import { LoginLink } from '../../views/LoginLink';

type Receipt = Schemas['SubmissionReceipt'];

// What was typed survives the single sign-on's round trip (and an expired login) in this tab only.
const DRAFT_KEY = 'leave-message';

/** Whether an earlier visit left a draft (the kit restores it; the page says so). */
const hasDraft = () => !isBlank(readDraft(DRAFT_KEY, EMPTY));

const PUBLIC_OPTIONS = [
  { value: '1', label: '公开（办结后连同答复在网站选登，联系电话不公开）' },
  { value: '0', label: '不公开' },
] as const;

/**
 * /credit-leavemessageedit (spec §2, §7 leavemessage add): 我要留言. Anyone may fill the form; sending
 * needs a login (the contract's security), so an anonymous visitor is taken to the single sign-on and
 * finds the form as they left it on return (the submission kit). After sending, the 受理编号 and where
 * to follow it.
 */
export function Component() {
  const { viewer } = useLoaderData<typeof viewerLoader>();
  // Read once hydrated (the server knows no drafts), before the kit's effects store the blank start.
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the draft is the browser's (session storage): read once the page runs there, never in the server's render
    if (hasDraft()) setRestored(true);
  }, []);
  const receiptHeading = useRef<HTMLHeadingElement>(null);

  const submission = useSubmission<Values, Receipt>({ ...leaveMessageForm, draft: DRAFT_KEY });
  const { form, receipt } = submission;

  useEffect(() => {
    if (receipt) receiptHeading.current?.focus();
  }, [receipt]);

  // Messages appear on the first 提交 and then follow the typing, never on leaving a field: a message
  // appearing on blur moves the 提交 button between mouse-down and mouse-up, and the click is lost.
  const control = <K extends keyof Values & string>(name: K) => {
    const { value, onChange } = form.register(name);
    return { name, value, onChange };
  };

  const again = () => {
    submission.again();
    setRestored(false);
  };
  // 重置 empties the form: what was restored is no longer there to check.
  const actions = {
    ...submission,
    reset: () => {
      submission.reset();
      setRestored(false);
    },
  };

  return (
    <Card as="section" look="panel" padding="lg" space="md" aria-labelledby="leave-title">
      <PageTitle id="leave-title">
        我要留言
      </PageTitle>
      <MessageSections />
      {receipt ? (
        <Card as="section" look="brand" padding="lg" space="md" aria-labelledby="receipt-title">
          <Heading level={2} size="xl" id="receipt-title" ref={receiptHeading} tabIndex={-1}>
            留言提交成功
          </Heading>
          <Card look="muted">
            <Facts
              look="inline"
              aria-label="留言回执"
              items={[
                { term: '受理编号', value: <TrackingNumber>{receipt.trackingNo}</TrackingNumber> },
                { term: '提交时间', value: receipt.submitTime },
                { term: '办理状态', value: receipt.status },
              ]}
            />
          </Card>
          <Text preserveLines leading="body">
            请记下受理编号。您可以登录后在“个人中心 → 我的留言”中按受理编号查看办理进度和答复；相关部门一般在 15 个工作日内答复。
          </Text>
          <Inline space="sm">
            <ButtonLink variant="primary" href={MY_MESSAGES_HREF}>
              查看我的留言
            </ButtonLink>
            <Button onClick={again}>继续留言</Button>
            <ButtonLink href="/leavemessage">返回公众留言</ButtonLink>
          </Inline>
        </Card>
      ) : (
        <>
          <TextList tone="muted" leading="body" aria-label="留言须知">
            <li>请如实填写留言内容，文明用语，不得含有违反法律法规的内容。</li>
            <li>留言由相关职能部门办理答复，一般在 15 个工作日内办结；涉及诉讼、仲裁、信访等事项请通过相应渠道办理。</li>
            <li>选择公开的留言办结后将连同答复在“留言选登”公开，留言人姓名隐去部分，联系电话不予公开。</li>
          </TextList>
          {!viewer && (
            <Notice>
              提交留言需要登录。您可以先填写，提交时将跳转到统一身份认证平台，登录后填写的内容会保留。{' '}
              <LoginLink inline>立即登录</LoginLink>
            </Notice>
          )}
          {restored && (
            <Notice announce>已恢复您此前填写的内容，请核对后提交。</Notice>
          )}
          <Form form={form} aria-label="我要留言" actions={<SubmissionActions submission={actions} labels={{ submit: '提交留言' }} />}>
            <Tiles space="lg" minWidth="md">
              <Field label="留言标题" required error={form.errors.title} className={atoms({ gridColumn: 'full' })} hint={`${RULES.title.minLength} 至 ${RULES.title.maxLength} 个字，概括留言的主要内容`}>
                <TextInput {...control('title')} maxLength={RULES.title.maxLength} autoComplete="off" />
              </Field>
              <Field label="留言类型" required error={form.errors.type}>
                <Select {...control('type')} placeholder="请选择" options={MESSAGE_TYPES.map((value) => ({ value, label: value }))} />
              </Field>
              <Field label="是否公开" required group error={form.errors.isPublic}>
                <RadioGroup {...control('isPublic')} options={PUBLIC_OPTIONS} direction="column" />
              </Field>
              <Field label="留言内容" required error={form.errors.content} className={atoms({ gridColumn: 'full' })} hint={`${RULES.content.minLength} 至 ${RULES.content.maxLength} 个字，请写明事情经过、涉及的单位和您的诉求`}>
                <Textarea {...control('content')} rows={8} maxLength={RULES.content.maxLength} showCount />
              </Field>
              <Field label="留言人姓名" required error={form.errors.name}>
                <TextInput {...control('name')} maxLength={RULES.name.maxLength} autoComplete="name" />
              </Field>
              <Field label="手机号码" required error={form.errors.phone} hint="仅用于部门联系您，不会公开">
                <TextInput {...control('phone')} type="tel" inputMode="numeric" maxLength={11} autoComplete="tel" />
              </Field>
            </Tiles>
          </Form>
        </>
      )}
    </Card>
  );
}
Component.displayName = 'LeaveMessageFormPage';
