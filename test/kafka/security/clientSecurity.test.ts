import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { clientSecurity } from '../../../src/kafka/security/clientSecurity.js'
import { Secret } from '../../../src/kafka/security/Secret.js'
import type { SecurityConfigError } from '../../../src/kafka/security/SecurityConfigError.js'
import {
  pickSecuritySettings,
  type SecuritySettingsInput,
} from '../../../src/kafka/security/securitySettings.js'

const password = 'pa55-w0rd-never-printed'
const scram = `org.apache.kafka.common.security.scram.ScramLoginModule required username="app" password="${password}";`
const plain = `org.apache.kafka.common.security.plain.PlainLoginModule required username="app" password="${password}";`

const check = (input: SecuritySettingsInput) => clientSecurity(pickSecuritySettings(input).settings)

const failure = (input: SecuritySettingsInput): SecurityConfigError => {
  const result = check(input)
  if (E.isRight(result)) throw new Error('expected a security error')
  expect(result.left.message).not.toContain(password)
  expect(result.left.retryable).toBe(false)
  return result.left
}

describe('clientSecurity', () => {
  it('is PLAINTEXT with nothing set', () => {
    expect(check({})).toEqual(E.right({ protocol: 'PLAINTEXT', tls: undefined, sasl: undefined }))
  })

  it('reads SASL_SSL with SCRAM-SHA-512 from a Java JAAS line, the password a secret', () => {
    const result = check({
      'security.protocol': 'sasl_ssl',
      'sasl.mechanism': 'SCRAM-SHA-512',
      'sasl.jaas.config': scram,
      'ssl.truststore.type': 'PEM',
      'ssl.truststore.location': '/etc/kafka/ca.pem',
    })
    if (E.isLeft(result)) throw result.left
    expect(result.right.protocol).toBe('SASL_SSL')
    expect(result.right.tls).toEqual({
      trust: { _tag: 'PemFile', location: '/etc/kafka/ca.pem' },
      identity: undefined,
      verifyHostname: true,
    })
    const sasl = result.right.sasl
    expect(sasl?.mechanism).toBe('SCRAM-SHA-512')
    if (sasl === undefined || sasl.mechanism === 'OAUTHBEARER')
      throw new Error('expected a password mechanism')
    expect(sasl.username).toBe('app')
    expect(sasl.password.reveal()).toBe(password)
    expect(JSON.stringify(result.right)).not.toContain(password)
  })

  it('accepts PLAIN with PlainLoginModule, and turns the host-name check off with an empty algorithm', () => {
    const result = check({
      'security.protocol': 'SASL_SSL',
      'sasl.mechanism': 'PLAIN',
      'sasl.jaas.config': plain,
      'ssl.endpoint.identification.algorithm': '',
    })
    expect(E.isRight(result) && result.right.tls?.verifyHostname).toBe(false)
  })

  it('reads mutual TLS from PEM text', () => {
    const result = check({
      'security.protocol': 'SSL',
      'ssl.truststore.certificates': '-----BEGIN CERTIFICATE-----',
      'ssl.keystore.certificate.chain': '-----BEGIN CERTIFICATE-----',
      'ssl.keystore.key': '-----BEGIN PRIVATE KEY-----',
    })
    expect(E.isRight(result) && result.right.tls?.identity?._tag).toBe('PemText')
  })

  it('takes OAUTHBEARER tokens from the token provider', () => {
    const tokenProvider = () => Promise.resolve({ value: 'token' })
    const result = check({
      'security.protocol': 'SASL_PLAINTEXT',
      'sasl.mechanism': 'OAUTHBEARER',
      'sasl.oauthbearer.token.provider': tokenProvider,
    })
    expect(result).toEqual(
      E.right({
        protocol: 'SASL_PLAINTEXT',
        tls: undefined,
        sasl: { mechanism: 'OAUTHBEARER', tokenProvider },
      }),
    )
  })

  it('refuses an unknown protocol', () => {
    expect(failure({ 'security.protocol': 'TLS' })).toMatchObject({
      _tag: 'UnknownSecurityProtocol',
      key: 'security.protocol',
    })
  })

  it('refuses an unknown or unset SASL mechanism', () => {
    const base = { 'security.protocol': 'SASL_SSL', 'sasl.jaas.config': scram }
    expect(failure({ ...base, 'sasl.mechanism': 'SCRAM-SHA-1' })._tag).toBe('UnknownSaslMechanism')
    expect(failure(base)).toMatchObject({ _tag: 'UnknownSaslMechanism', key: 'sasl.mechanism' })
  })

  it('refuses SASL settings without a SASL protocol, and TLS settings without TLS', () => {
    expect(failure({ 'sasl.mechanism': 'PLAIN', 'sasl.jaas.config': plain })).toMatchObject({
      _tag: 'SecurityProtocolMismatch',
      key: 'sasl.mechanism',
    })
    expect(
      failure({ 'security.protocol': 'SSL', 'sasl.mechanism': 'PLAIN', 'sasl.jaas.config': plain })._tag,
    ).toBe('SecurityProtocolMismatch')
    expect(
      failure({
        'security.protocol': 'SASL_PLAINTEXT',
        'sasl.mechanism': 'PLAIN',
        'sasl.jaas.config': plain,
        'ssl.truststore.location': 'ca.pem',
      }),
    ).toMatchObject({ _tag: 'SecurityProtocolMismatch', key: 'ssl.truststore.location' })
  })

  it('refuses malformed JAAS lines without echoing them', () => {
    const base = { 'security.protocol': 'SASL_SSL', 'sasl.mechanism': 'SCRAM-SHA-256' }
    const malformed = [
      scram.slice(0, -1), // no closing ;
      scram.replace(' required', ''), // no flag
      `username="app" password="${password}";`, // no login module
      scram.replace('password=', 'password '), // no =
      scram.replace(`"${password}";`, `"${password};`), // unclosed quote
      scram.replace('username="app" ', ''), // no username
      `${scram} ${scram}`, // two modules
      `org.apache.kafka.common.security.oauthbearer.OAuthBearerLoginModule required password="${password}";`,
    ]
    for (const jaas of malformed)
      expect(failure({ ...base, 'sasl.jaas.config': jaas })).toMatchObject({
        _tag: 'MalformedJaasConfig',
        key: 'sasl.jaas.config',
      })
    expect(failure(base)._tag).toBe('MissingCredentials')
  })

  it('refuses OAUTHBEARER without a token provider, and a token provider with another mechanism', () => {
    expect(failure({ 'security.protocol': 'SASL_SSL', 'sasl.mechanism': 'OAUTHBEARER' })._tag).toBe(
      'MissingCredentials',
    )
    expect(
      failure({
        'security.protocol': 'SASL_SSL',
        'sasl.mechanism': 'PLAIN',
        'sasl.jaas.config': plain,
        'sasl.oauthbearer.token.provider': () => Promise.resolve({ value: 't' }),
      })._tag,
    ).toBe('SecurityProtocolMismatch')
  })

  it('refuses stores other than PEM, store passwords with PEM, and half a key store', () => {
    expect(failure({ 'security.protocol': 'SSL', 'ssl.truststore.type': 'JKS' })._tag).toBe(
      'UnsupportedSecuritySetting',
    )
    expect(
      failure({
        'security.protocol': 'SSL',
        'ssl.truststore.location': 'ca.pem',
        'ssl.truststore.password': password,
      })._tag,
    ).toBe('UnsupportedSecuritySetting')
    expect(failure({ 'security.protocol': 'SSL', 'ssl.keystore.key': Secret.of(password) })).toMatchObject({
      _tag: 'MissingCredentials',
      key: 'ssl.keystore.certificate.chain',
    })
    expect(
      failure({ 'security.protocol': 'SSL', 'ssl.endpoint.identification.algorithm': 'ldap' })._tag,
    ).toBe('UnsupportedSecuritySetting')
  })
})
