/** A subject's credit archive (企业信用档案, /enterprise-detail, areas/archives) by its unified social credit code. */
export const creditArchiveHref = (creditCode: string) => `/enterprise-detail?creditCode=${encodeURIComponent(creditCode)}`;
