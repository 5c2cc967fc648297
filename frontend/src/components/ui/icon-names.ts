/** The icons the menu and pages use (route meta `icon`). */
export type IconName =
  | 'dashboard' | 'boss' | 'chain' | 'product' | 'purchase' | 'customer' | 'sale' | 'finance'
  | 'invoice' | 'report' | 'mall' | 'distribution' | 'setting' | 'user' | 'pos' | 'tutorial'
  | 'alarm' | 'chart' | 'stock' | 'print' | 'import' | 'ship' | 'coupon' | 'category' | 'supplier';
