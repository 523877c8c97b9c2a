import { escapeXml } from './xml';
import { PROVINCE_NAMESPACE } from './protocol';

/**
 * The provincial interface's WSDL, JAX-WS document/literal style as a CXF service publishes it:
 * `transport(arg0)` pushes (the request XML in, the `<data>` answer out, both as strings) and
 * `query(arg0)` answers what the province holds for a list of idempotency keys (reconciliation).
 */
export function provinceWsdl(endpoint: string): string {
  const ns = PROVINCE_NAMESPACE;
  const op = (name: string) => `
    <xs:element name="${name}" type="tns:${name}"/>
    <xs:element name="${name}Response" type="tns:${name}Response"/>
    <xs:complexType name="${name}"><xs:sequence><xs:element name="arg0" type="xs:string" minOccurs="0"/></xs:sequence></xs:complexType>
    <xs:complexType name="${name}Response"><xs:sequence><xs:element name="return" type="xs:string" minOccurs="0"/></xs:sequence></xs:complexType>`;
  const messages = (name: string) => `
  <message name="${name}"><part name="parameters" element="tns:${name}"/></message>
  <message name="${name}Response"><part name="parameters" element="tns:${name}Response"/></message>`;
  const portOp = (name: string) => `<operation name="${name}"><input message="tns:${name}"/><output message="tns:${name}Response"/></operation>`;
  const bindOp = (name: string) =>
    `<operation name="${name}"><soap:operation soapAction=""/><input><soap:body use="literal"/></input><output><soap:body use="literal"/></output></operation>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:tns="${ns}" xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="${ns}" name="MainServerService">
  <types>
    <xs:schema targetNamespace="${ns}" version="1.0">${op('transport')}${op('query')}
    </xs:schema>
  </types>${messages('transport')}${messages('query')}
  <portType name="MainServer">${portOp('transport')}${portOp('query')}</portType>
  <binding name="MainServerPortBinding" type="tns:MainServer">
    <soap:binding transport="http://schemas.xmlsoap.org/soap/http" style="document"/>
    ${bindOp('transport')}${bindOp('query')}
  </binding>
  <service name="MainServerService">
    <port name="MainServerPort" binding="tns:MainServerPortBinding"><soap:address location="${escapeXml(endpoint)}"/></port>
  </service>
</definitions>`;
}
