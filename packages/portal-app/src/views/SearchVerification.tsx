import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Button, EmptyState } from '@credit-portal/ui';
import { useShell } from '../shell/ShellContext';

/**
 * A search that waits for its 安全验证 (its loader answered VERIFICATION_NEEDED: no pass yet, or the back
 * end refused the one held): says why, and 开始验证 opens the 安全验证 and then asks again with its pass.
 * What the server renders for a search address, since only the visitor's browser holds a pass.
 */
export function SearchVerification({ verb }: { verb: string }) {
  const shell = useShell();
  const revalidator = useRevalidator();
  const [refused, setRefused] = useState(false);
  const verify = async () => {
    setRefused(false);
    if (await shell.requestCaptcha()) void revalidator.revalidate();
    else setRefused(true);
  };
  return (
    <EmptyState title={`${verb}前请先完成安全验证`} description="为防止信用信息被批量抓取，每个新的关键词都需要先通过一次安全验证。">
      <Button onClick={() => void verify()} disabled={revalidator.state === 'loading'}>
        开始验证
      </Button>
      <p role="status">{refused ? `未完成安全验证，暂不能${verb}` : ''}</p>
    </EmptyState>
  );
}
