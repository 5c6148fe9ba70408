import { checkGraphicCaptcha, createGraphicCaptcha, getGraphicCaptchaImage } from './captcha.js';
import { readImage } from './files.js';
import { features } from '../features/index.js';
import type { Handlers } from './types.js';

/** Every operation of the contract by its operationId; a test keeps this and openapi/ in step. */
export const handlers = {
  createGraphicCaptcha,
  getGraphicCaptchaImage,
  checkGraphicCaptcha,
  readImage,
  ...Object.assign({}, ...features.map((feature) => feature.handlers ?? {})),
} satisfies Handlers;
