// The chart library and its stylesheet, loaded together with the first chart on screen (never in the
// initial bundle): Vite emits this module as its own chunk with a <link>ed CSS file, which the CSP's
// `style-src 'self'` allows. uPlot draws on canvas and sets styles through the CSSOM only (no eval, no inline <style>).
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export { uPlot };
