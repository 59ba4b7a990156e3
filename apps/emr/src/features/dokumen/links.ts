export { chartFormHref as formHref, chartHref } from '../../routing/recordLinks';
