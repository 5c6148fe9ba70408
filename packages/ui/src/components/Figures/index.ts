export { Figures, figuresLooks } from './Figures';
export type { Figure, FiguresProps, FiguresLook } from './Figures';
