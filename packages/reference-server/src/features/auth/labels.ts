// Chinese names of the login operations' request fields, for the 202 messages (contract/messages.ts).
import type { FieldLabels } from '../../kernel/feature.js';

export const labels: FieldLabels = {
  login: { code: '验证码', uuid: '验证码标识', token: '验证码标识', appId: '应用标识', username: '用户名', password: '密码', trustticket: '登录票据', authorizeCode: '授权码', appCode: '应用编码' },
  logout: { accessToken: '访问令牌', appToken: '应用令牌' },
  getMztLoginAddresses: { redirect_uri: '回调地址' },
  createMztCallerCode: { returnUrl: '回调地址' },
};
