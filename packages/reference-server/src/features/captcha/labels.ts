// Chinese names of the captcha operations' request fields, for the 202 messages (contract/messages.ts).
import type { FieldLabels } from '../../kernel/feature.js';

export const labels: FieldLabels = {
  checkGraphicCaptcha: { data: '验证码' },
  checkSlideCaptcha: { x: '滑块位置' },
};
