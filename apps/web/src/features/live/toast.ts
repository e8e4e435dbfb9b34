// The chunk lazy-toast.ts loads: antd-mobile's Toast and nothing else.
export { Toast } from 'antd-mobile';
