// antd-mobile 5 renders Toast/Dialog/Modal imperatively with ReactDOM.render, which React 19 removed.
// Its documented compatibility hook lets us supply a createRoot-based renderer instead.
import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

unstableSetRender((node, container) => {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
  return async () => {
    // Unmounting synchronously inside a React render/commit warns; defer one tick as antd-mobile's guide does.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    roots.delete(container);
  };
});
