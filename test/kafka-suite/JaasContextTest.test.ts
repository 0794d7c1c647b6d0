// Ported from Apache Kafka: clients/src/test/java/org/apache/kafka/common/security/JaasContextTest.java
// Java checks the parsed login module entry; our public counterpart is a client's sasl.jaas.config: a line Java
// accepts lets a SCRAM client log in to an EmbeddedKafka user (so the options were read right), a line Java
// refuses is a MalformedJaasConfig. Java's test modules (test.testControlFlag, ...) are replaced by ScramLoginModule
// with the user's username and password options, the options of each Java case added beside them.
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { EmbeddedKafka, decodeStreamsConfig, isStreamsError } from '../../src/index.js'

const scram = 'org.apache.kafka.common.security.scram.ScramLoginModule'

/** `'connected'`, or the tag of what refused the line (the configuration's typed cause, or the login). */
const login = async (jaas: string, password = 'secret'): Promise<string> => {
  const config = decodeStreamsConfig({
    'application.id': 'jaas',
    'security.protocol': 'SASL_PLAINTEXT',
    'sasl.mechanism': 'SCRAM-SHA-512',
    'sasl.jaas.config': jaas,
  })
  if (E.isLeft(config)) return isStreamsError(config.left.cause) ? config.left.cause._tag : config.left._tag
  const kafka = new EmbeddedKafka({ users: [{ username: 'app', password }] })
  const admin = kafka.admin({ settings: config.right.clients.admin })
  try {
    await admin.connect()
    await admin.disconnect()
    return 'connected'
  } catch (e) {
    return isStreamsError(e) ? e._tag : String(e)
  }
}

const credentials = 'username="app" password="secret"'

describe('JaasContextTest', () => {
  // JaasContextTest.testControlFlag
  it('testControlFlag', async () => {
    for (const flag of ['required', 'requisite', 'sufficient', 'optional'])
      expect(await login(`${scram} ${flag} ${credentials} propName=propValue;`)).toBe('connected')
  })

  // JaasContextTest.testSingleOption
  it('testSingleOption', async () => {
    expect(await login(`${scram} requisite ${credentials} propName=propValue;`)).toBe('connected')
  })

  // JaasContextTest.testMultipleOptions
  it('testMultipleOptions', async () => {
    const options = Array.from({ length: 10 }, (_, i) => `propName${i}=propValue${i}`).join(' ')
    expect(await login(`${scram} sufficient ${credentials} ${options};`)).toBe('connected')
  })

  // JaasContextTest.testQuotedOptionValue: a quoted value keeps its spaces and '=' signs
  it('testQuotedOptionValue', async () => {
    const jaas = `${scram} required username="app" password="prop value" propName2="value1 = 1, value2 = 2";`
    expect(await login(jaas, 'prop value')).toBe('connected')
    expect(await login(jaas, 'prop')).toBe('SaslAuthenticationFailed')
  })

  // JaasContextTest.testQuotedOptionName
  it('testQuotedOptionName', async () => {
    expect(await login(`${scram} required ${credentials} "prop name"=propValue;`)).toBe('connected')
    expect(await login(`${scram} required "username"="app" "password"=secret;`)).toBe('connected')
  })

  // JaasContextTest.testMultipleLoginModules: Java's JaasConfig reads three modules, but a client's
  // sasl.jaas.config must hold exactly one (JaasContext.load: "should be 1 module"), which is what we check
  it('testMultipleLoginModules', async () => {
    const modules = [0, 1, 2].map((i) => `${scram} required ${credentials} index=Index${i};`).join(' ')
    expect(await login(modules)).toBe('MalformedJaasConfig')
  })

  // JaasContextTest.testMissingLoginModule
  it('testMissingLoginModule', async () => {
    expect(await login('  required option1=value1;')).toBe('MalformedJaasConfig')
  })

  // JaasContextTest.testMissingControlFlag
  it('testMissingControlFlag', async () => {
    expect(await login('test.loginModule option1=value1;')).toBe('MalformedJaasConfig')
    expect(await login(`${scram} ${credentials};`)).toBe('MalformedJaasConfig')
  })

  // JaasContextTest.testMissingOptionValue
  it('testMissingOptionValue', async () => {
    expect(await login(`${scram} required ${credentials} option1;`)).toBe('MalformedJaasConfig')
  })

  // JaasContextTest.testMissingSemicolon
  it('testMissingSemicolon', async () => {
    expect(await login(`${scram} required ${credentials} option1=value1`)).toBe('MalformedJaasConfig')
  })

  // JaasContextTest.testNumericOptionWithoutQuotes
  it('testNumericOptionWithoutQuotes', async () => {
    expect(await login(`${scram} required ${credentials} option1=3;`)).toBe('MalformedJaasConfig')
  })

  // JaasContextTest.testInvalidControlFlag
  it('testInvalidControlFlag', async () => {
    expect(await login(`${scram} { ${credentials} option1=3;`)).toBe('MalformedJaasConfig')
  })

  // JaasContextTest.testNumericOptionWithQuotes
  it('testNumericOptionWithQuotes', async () => {
    expect(await login(`${scram} required ${credentials} option1="3";`)).toBe('connected')
  })

  // JaasContextTest.testDisallowedLoginModulesSystemProperty (its default part: JndiLoginModule is refused)
  it('testDisallowedLoginModulesSystemProperty', async () => {
    expect(await login(`com.sun.security.auth.module.JndiLoginModule required ${credentials};`)).toBe(
      'MalformedJaasConfig',
    )
  })
})
