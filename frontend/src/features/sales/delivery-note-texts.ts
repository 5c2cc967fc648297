/**
 * The words printed ON the delivery notes. These documents travel with the goods and are read by
 * the receiver, so each is in its own language whatever the interface language of the person
 * printing it (the Chinese note in Chinese, the Chilean "Guía de despacho" in Chilean Spanish, the
 * English note in English). The screen around them (buttons, hints) is translated as usual.
 */
export type DeliveryNoteLang = 'cn' | 'cl' | 'en';

export interface DeliveryNoteTexts {
  locale: string;
  title: string;
  number: string;
  date: string;
  customer: string;
  customerCode: string;
  warehouse: string;
  deliveryDate: string;
  line: string;
  code: string;
  description: string;
  unit: string;
  quantity: string;
  memo: string;
  totalQuantity: string;
  lines: string;
  deliveredBy: string;
  receivedBy: string;
  signature: string;
  walkIn: string;
}

export const DELIVERY_NOTE_TEXTS: Record<DeliveryNoteLang, DeliveryNoteTexts> = {
  cn: {
    locale: 'zh-CN',
    title: '送货单',
    number: '单号',
    date: '日期',
    customer: '客户',
    customerCode: '客户编号',
    warehouse: '发货仓库',
    deliveryDate: '送货日期',
    line: '序号',
    code: '商品编码',
    description: '品名',
    unit: '单位',
    quantity: '数量',
    memo: '备注',
    totalQuantity: '合计数量（基本单位）',
    lines: '行数',
    deliveredBy: '送货人',
    receivedBy: '收货人',
    signature: '签字',
    walkIn: '散客',
  },
  cl: {
    locale: 'es-CL',
    title: 'Guía de despacho',
    number: 'N°',
    date: 'Fecha',
    customer: 'Señor(es)',
    customerCode: 'Código cliente',
    warehouse: 'Bodega de origen',
    deliveryDate: 'Fecha de despacho',
    line: 'Ítem',
    code: 'Código',
    description: 'Descripción',
    unit: 'Unidad',
    quantity: 'Cantidad',
    memo: 'Observaciones',
    totalQuantity: 'Total unidades',
    lines: 'Ítems',
    deliveredBy: 'Despachado por',
    receivedBy: 'Recibí conforme',
    signature: 'Firma',
    walkIn: 'Cliente ocasional',
  },
  en: {
    locale: 'en-GB',
    title: 'Delivery note',
    number: 'No.',
    date: 'Date',
    customer: 'Customer',
    customerCode: 'Customer code',
    warehouse: 'Dispatched from',
    deliveryDate: 'Delivery date',
    line: '#',
    code: 'Code',
    description: 'Description',
    unit: 'Unit',
    quantity: 'Quantity',
    memo: 'Notes',
    totalQuantity: 'Total quantity (base units)',
    lines: 'Lines',
    deliveredBy: 'Delivered by',
    receivedBy: 'Received in good order by',
    signature: 'Signature',
    walkIn: 'Walk-in customer',
  },
};

/** The Chilean guía's own fields (Resolución SII: receiver's RUT, business line, address, transfer type). */
export const CHILE_GUIA = {
  rut: 'R.U.T.',
  giro: 'Giro',
  address: 'Dirección',
  comuna: 'Comuna',
  city: 'Ciudad',
  saleCondition: 'Condición de venta',
  cash: 'Contado',
  credit: 'Crédito, vence el',
  transferType: 'Tipo de traslado',
  transferIsSale: 'Operación constituye venta',
  name: 'Nombre',
  site: 'Recinto',
  /** Acknowledgement of receipt (Ley 19.983, art. 4 b) and 5 c)). */
  receipt:
    'El acuse de recibo que se declara en este acto, de acuerdo a lo dispuesto en la letra b) del Art. 4° y la letra c) del Art. 5° de la Ley 19.983, acredita que la entrega de mercaderías o servicio(s) prestado(s) ha(n) sido recibido(s).',
};
