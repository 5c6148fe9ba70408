// The browser's start: the server's document hydrated in a transition, in slices the visitor can scroll between.
import { startTransition, StrictMode } from 'react';
import { setNonce } from 'get-nonce';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { AccessibilityPreferenceContext, accessibilityPreferenceOf, applyAccessibilityPreference } from './shell/accessibility';
import { NonceContext } from './shell/nonce';
import { PostedFormContext, readPostedFields } from './shell/postedFormData';

// The dialogs' scroll lock inserts a <style>, which the Content-Security-Policy allows with this page's nonce.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
if (nonce) setNonce(nonce);

// A form posted to this page before its script ran comes back in it, on the history entry it was loaded as.
const postedFields = readPostedFields();
const postedForm = postedFields ? { fields: postedFields, key: (window.history.state as { key?: string } | null)?.key ?? 'default' } : null;

const preference = accessibilityPreferenceOf(document.cookie);
applyAccessibilityPreference(preference);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <NonceContext.Provider value={nonce}>
        <AccessibilityPreferenceContext.Provider value={preference}>
          <PostedFormContext.Provider value={postedForm}>
            <HydratedRouter />
          </PostedFormContext.Provider>
        </AccessibilityPreferenceContext.Provider>
      </NonceContext.Provider>
    </StrictMode>,
    {
      // A page that differs from the server's render is rendered again in the browser; say so loudly.
      onRecoverableError: (error) => console.error('服务端渲染与浏览器渲染不一致', error),
    },
  );
});
