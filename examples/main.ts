// The main example; grows with the library. For now it proves the toolchain runs.
console.log('Tributary: main example')
